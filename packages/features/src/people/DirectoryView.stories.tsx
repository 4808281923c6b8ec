import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DirectoryStatusFilter } from '@gratia/contracts';
import { DirectoryView, type DirectoryViewProps } from './DirectoryView.tsx';
import { withFeatures } from '../testing/decorators.tsx';
import { defaultHandlers } from '../testing/handlers.ts';
import { errorReply, pending, type MockRequest } from '../testing/mockFetch.ts';
import { directoryEntries, directoryHandler, divisions, firedEntries, manyEntries } from './fixtures.ts';

/** Keeps the controlled props in state, as the /employees screen keeps them in the URL. */
function Harness(props: Partial<DirectoryViewProps>) {
  const [query, setQuery] = useState(props.query ?? '');
  const [statuses, setStatuses] = useState<readonly DirectoryStatusFilter[]>(props.statuses ?? []);
  const [divisionId, setDivisionId] = useState<number | undefined>(props.divisionId);
  return (
    <DirectoryView
      query={query}
      onQueryChange={setQuery}
      statuses={statuses}
      onStatusesChange={setStatuses}
      divisionId={divisionId}
      onDivisionChange={setDivisionId}
      searchDelayMs={props.searchDelayMs ?? 50}
      listHeight={props.listHeight}
    />
  );
}

const handlers = {
  ...defaultHandlers,
  'GET /api/employees': directoryHandler(directoryEntries),
  'GET /api/divisions': { items: divisions },
};

const meta = {
  title: 'Features/People/DirectoryView',
  component: Harness,
  decorators: [withFeatures],
  parameters: { features: { handlers, route: '/employees' } },
  args: {},
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Список участников' })).queryAllByRole('link');

/**
 * A small community: each work status, a person named by nickname (name parts hidden), one known
 * only by @telegram, the long-named colleague; every row links to the profile.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(directoryEntries.length));
    await expect(canvas.getByRole('status')).toHaveTextContent('7 участников');
    await expect(canvas.getByRole('link', { name: /Иван Смирнов/ })).toHaveAttribute('href', '/other_profile/2');
    // Hidden names: the nickname, else @telegram.
    await expect(canvas.getByRole('link', { name: /^lena_design/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^@oleg_qa/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Пётр/ })).toBeInTheDocument();
    for (const label of ['В офисе', 'Удалённо', 'В отпуске', 'На больничном', 'Работает']) await expect(canvas.getAllByText(label, { selector: '[data-status]' }).length).toBeGreaterThan(0);
  },
};

/** Search: typing waits for a pause, then the server's matches (any part of a name) and their count. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(directoryEntries.length));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'смир');
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 участник');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Поиск' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Поиск' }), 'zzz');
    await expect(await canvas.findByText('Никого не нашлось')).toBeInTheDocument();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Сбросить фильтры' })[0]!);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(directoryEntries.length));
    await expect(canvas.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');
  },
};

/** Status filter: several at once (any of them); 'Former employees' lists the fired. */
export const StatusFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(directoryEntries.length));
    await userEvent.click(canvas.getByRole('button', { name: 'В офисе', pressed: false }));
    // Each filter is a new server read and a new list: on a loaded machine that takes longer than waitFor's default second.
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'В отпуске', pressed: false }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(3), { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('3 участника');
    await expect(canvas.getByRole('button', { name: 'В офисе', pressed: true })).toBeInTheDocument();
  },
};

/** Division filter: a tree select (nested divisions indented). */
export const DivisionFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(directoryEntries.length));
    await userEvent.click(canvas.getByRole('button', { name: /Подразделение/ }));
    const body = within(document.body);
    const top = await body.findByRole('option', { name: 'Продукт' });
    const nested = body.getByRole('option', { name: 'Исследования' });
    await expect(parseFloat(getComputedStyle(nested).paddingInlineStart)).toBeGreaterThan(parseFloat(getComputedStyle(top).paddingInlineStart));
    await userEvent.click(body.getByRole('option', { name: 'Продукт и дизайн' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(2), { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: /Подразделение/ })).toHaveTextContent('Продукт и дизайн');
  },
};

export const Loading: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/employees': pending } } } };

export const Empty: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees': { items: [], nextCursor: null, total: 0 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Участников пока нет')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 участников');
    await expect(canvas.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  },
};
export const EmptyEnglish: Story = { ...Empty, play: undefined, globals: { locale: 'en' } };

/** Nothing matches the filters: the empty state offers to reset them. */
export const EmptyWithFilters: Story = {
  args: { query: 'никто', statuses: ['illness'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Никого не нашлось')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Сбросить фильтры' })).toHaveLength(2);
  },
};

/** The first page fails: an error with a retry, which loads the list. */
export const ErrorState: Story = {
  parameters: {
    features: {
      handlers: (() => {
        let calls = 0;
        return { ...handlers, 'GET /api/employees': (req: MockRequest) => (++calls === 1 ? errorReply('INTERNAL', 500) : directoryHandler(directoryEntries)(req)) };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Не удалось загрузить участников')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(directoryEntries.length));
  },
};
/** The error face alone (for the picture). */
export const ErrorFace: Story = { parameters: { features: { handlers: { ...handlers, 'GET /api/employees': errorReply('INTERNAL', 500) } } } };

export const OneRow: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees': directoryHandler(directoryEntries.slice(0, 1)) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(1));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 участник');
  },
};

/** 5,000 people in pages of 50, in a scroll box: only the rows on screen are in the DOM; scrolling loads more. */
const THOUSANDS = manyEntries(5000);
export const Thousands: Story = {
  args: { listHeight: '32rem' },
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees': directoryHandler(THOUSANDS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('5 000 участников'));
    const list = canvas.getByRole('list', { name: 'Список участников' });
    await waitFor(() => expect(list.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(0));
    await expect(list.querySelectorAll('a').length).toBeLessThan(40);
    // Scrolling the box to the end loads the next page.
    const box = canvas.getByRole('region', { name: 'Список участников' });
    await waitFor(() => {
      box.scrollTop = box.scrollHeight;
      expect(list.querySelector('[aria-posinset="51"]')).not.toBeNull();
    });
    await expect(list.querySelectorAll('a').length).toBeLessThan(40);
    box.scrollTop = 0;
    await waitFor(() => expect(list.querySelector('[aria-posinset="1"]')).not.toBeNull());
  },
};

/** Long names, job titles and divisions end with an ellipsis; the badge keeps its place. */
export const LongNames: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'GET /api/employees': directoryHandler([
          directoryEntries[1]!,
          { ...directoryEntries[1]!, id: 30, nickname: 'a'.repeat(50), firstName: '', surname: '', jobTitle: 'Главный специалист по внутренним коммуникациям и корпоративной культуре', status: 'illness' },
        ]),
      },
    },
  },
};

/** People whose name parts are hidden: the nickname, else @telegram; one with a first name only. */
export const HiddenNames: Story = {
  parameters: { features: { handlers: { ...handlers, 'GET /api/employees': directoryHandler(directoryEntries.slice(4)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(3));
    await expect(canvas.getByRole('link', { name: /^lena_design/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^@oleg_qa/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /^Пётр Стажёр/ })).toBeInTheDocument();
  },
};

/** Every work status, one row each (not set: no badge). */
export const EachStatus: Story = {
  parameters: {
    features: {
      handlers: {
        ...handlers,
        'GET /api/employees': directoryHandler((['office', 'remotely', 'vacation', 'illness', 'working', 'none'] as const).map((status, i) => ({ ...directoryEntries[0]!, id: 40 + i, status }))),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(6));
    await expect(canvasElement.querySelectorAll('[role="listitem"] [data-status]:not(a)')).toHaveLength(5);
  },
};

/** Under 'Former employees': the fired, marked so. */
export const Fired: Story = {
  args: { statuses: ['fired'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(firedEntries.length));
    await expect(canvas.getAllByText('Бывший сотрудник')).toHaveLength(firedEntries.length);
    await expect(canvas.getByRole('button', { name: 'Уволенные', pressed: true })).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en' } };

/** A phone (390 px): filters stacked, the badge under the name. */
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
/** A tablet. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } };
