import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';


/**
 * What never goes into a shared chunk, because a shared chunk loads on every route: screens, zod
 * and the contracts (they load with the screens that validate with them); the virtual list with
 * TanStack Virtual (it loads with the screens that list: the feed, the history, the directory);
 * the calendars and date fields (with the screens and dialogs that ask for a date);
 * and the widgets of the people areas, which only their screens show (the header's own reads —
 * `people/person.ts`, `profile/hooks.ts` — stay shared).
 */
const notShared = new RegExp(
  [
    /[\\/]src[\\/]screens[\\/]/,
    /[\\/]node_modules[\\/](zod|@tanstack)[\\/]/,
    /[\\/]packages[\\/]contracts[\\/]/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](VirtualList|Calendar|DateInput)[\\/]/,
    // Calendars and dates (react-aria's calendar, @internationalized/date): with the screens that ask for a date.
    /[\\/]node_modules[\\/]@internationalized[\\/]date[\\/]/,
    /[\\/](calendar|datepicker)[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Calendar|DateField|DatePicker|RadioGroup)\.mjs$/,
    // Radio groups (segmented controls) and date formatting hooks: only some screens' widgets use them.
    /[\\/]react-(aria|stately)[\\/]dist[\\/]private[\\/]radio[\\/]/,
    /[\\/](useDateFormatter|DateFormatter)\.mjs$/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](SegmentedControl|RadioGroup)[\\/]/,
    /[\\/]packages[\\/]features[\\/]src[\\/](birthdays|structure|approvals|redistribution|administration|invites|globalAdmin|challenges|challengeTemplates|analytics)[\\/]/,
    // The market's screens, panels and strings (docs/decisions/0046); its hooks.ts (the markets
    // available: the navigation's, on every route) stays shared.
    /[\\/]packages[\\/]features[\\/]src[\\/]market[\\/](?!hooks\.ts|index\.ts)/,
    // The admin screens' form dialog and file links: only those screens show them.
    /[\\/]packages[\\/]features[\\/]src[\\/]shared[\\/](FormDialog|DownloadLink)/,
    // The onboarding wizard loads with /onboarding; its guard stays with the routes.
    /[\\/]packages[\\/]features[\\/]src[\\/]onboarding[\\/](?!RequireOnboarding|stepParam|index)/,
    // The colleague combobox and checkboxes (the thanks form, the roles tab, the role screens): none of the other routes shows one.
    /[\\/]packages[\\/]ui[\\/]src[\\/](Combobox|Checkbox)[\\/]/,
    /[\\/]react-(aria|stately)[\\/]dist[\\/]private[\\/](combobox|checkbox|intl[\\/]combobox)[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](ComboBox|Checkbox)\.mjs$/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useFilter\.mjs$/,
    // In-place lists (ui GridList: the division pickers of the structure and invite screens, the thanks form's sticker picker): with the screens that show them.
    /[\\/]packages[\\/]ui[\\/]src[\\/]GridList[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]GridList\.mjs$/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/](gridlist|grid|intl[\\/]grid)[\\/]/,
    // Tables and tabs (ui DataTable, Tabs): the admin screens, the profile and the global admin show them, the member's first screens do not.
    /[\\/]packages[\\/]ui[\\/]src[\\/](DataTable|Tabs)[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](Table|Tabs|TreeDropTargetDelegate)\.mjs$/,
    /[\\/]react-aria[\\/]dist[\\/]private[\\/](table|tabs|intl[\\/]table)[\\/]/,
    /[\\/]react-stately[\\/]dist[\\/]private[\\/](table|tabs|grid)[\\/]/,
    // Comment threads and photo grids (the feed's cards and event page, the challenge page), photo
    // uploads, image crop with its slider and the stepper (the thanks form, the challenge form and
    // report, the profile): with the screens that show them, however many they are.
    /[\\/]packages[\\/]features[\\/]src[\\/]feed[\\/](CommentsThread|PhotoGrid|icons)/,
    /[\\/]packages[\\/]features[\\/]src[\\/]thanks[\\/](PhotoAttachments|photoList|usePhotoUploads|hooks|icons)/,
    /[\\/]packages[\\/]ui[\\/]src[\\/](ImageCrop|ImagePicker|Stepper)[\\/]/,
    /[\\/]node_modules[\\/](react-easy-crop|normalize-wheel)[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]Slider\.mjs$/,
    /[\\/]react-(aria|stately)[\\/]dist[\\/]private[\\/](slider|interactions[\\/]useMove)/,
    // Drag and drop (the chain form's steps) and clickable links in texts (the challenge, chain and
    // public challenge pages): with the screens that use them.
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/](useDragAndDrop|DragAndDrop)\.mjs$/,
    /[\\/]react-(aria|stately)[\\/]dist[\\/]private[\\/](intl[\\/])?dnd[\\/]/,
    // Number fields (a challenge template's fund and places, the chain from a template): with the forms that ask for a number.
    /[\\/]packages[\\/]ui[\\/]src[\\/]NumberField[\\/]/,
    /[\\/]react-aria-components[\\/]dist[\\/]private[\\/]NumberField\.mjs$/,
    /[\\/]react-(aria|stately)[\\/]dist[\\/]private[\\/](numberfield|spinbutton|intl[\\/](numberfield|spinbutton))[\\/]/,
    /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberParser\.mjs$/,
    /[\\/]node_modules[\\/](linkifyjs|linkify-react)[\\/]/,
    /[\\/]packages[\\/]features[\\/]src[\\/]shared[\\/]LinkifiedText/,
    /[\\/]packages[\\/]features[\\/]src[\\/]people[\\/](?!person\.ts|index\.ts)/,
    /[\\/]packages[\\/]features[\\/]src[\\/]profile[\\/](?!hooks\.ts|index\.ts)/,
  ]
    .map((part) => part.source)
    .join('|'),
);
const pkg = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
/**
 * The shared code, in four chunks the browser evaluates one at a time (public/app-loader.js yields
 * to input between them): React and the router, the React Aria family, the other libraries, ours.
 */
const sharedGroups = [
  { name: 'react', test: pkg('react|react-dom|scheduler|react-router|react-router-dom|swr|use-sync-external-store') },
  { name: 'aria', test: pkg('react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized') },
  { name: 'vendor', test: /[\\/]node_modules[\\/]/ },
  { name: 'shared', test: /./ },
];

/**
 * The web app (ARCHITECTURE: apps/web). `vite build` writes dist/ with a manifest and each text
 * file precompressed (brotli, gzip) beside it (the server serves them); `vite build --ssr
 * src/entry-server.tsx` writes dist-ssr/, the server's renderer of the same app, self-contained
 * (docs/decisions/0018); `vite` proxies /api to the server at API_URL (default http://localhost:3000).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // Every text file above 1 KiB also as .br and .gz: the server sends them as they are
    // (apps/server/src/plugins/spa.ts), so no request pays for compression.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })]),
  ],
  // The renderer bundles every dependency: the server loads it from dist-ssr/, where the
  // workspace packages' own dependencies do not resolve.
  ssr: { noExternal: true },
  build: isSsrBuild ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, sourcemap: true, target: 'node20' } : {
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      // Code that three routes or more share (the entry counts as one) goes into one `shared`
      // chunk; the rest is chunked by the set of routes that use it. Left to itself the bundler
      // makes one chunk per set of importers: ~50 files of 1–3 KB for /feed, which a phone
      // fetches over six HTTP/1.1 connections a round trip at a time (Lighthouse mobile LCP /main
      // 4.1 → 3.4 s). Three, not two: two put the main layout's code into /login's download
      // (+30 KB gzip); four and more bring back small files (docs/decisions/0017).
      // A screen module itself always keeps its own chunk (/ re-exports /login's screen); zod and
      // the contracts load with the screens that validate with them, never with every screen.
      output: { codeSplitting: { groups: sharedGroups.map(({ name, test }) => ({ name, minShareCount: 3, test: (id: string) => test.test(id) && !notShared.test(id) })) } },
    },
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
