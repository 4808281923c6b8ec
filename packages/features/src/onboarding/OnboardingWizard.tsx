import './strings.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Heading, Stack, Stepper, Text, useToast } from '@gratia/ui';
import { useLogout } from '../auth/index.ts';
import { logoutErrorMessage } from '../errors/index.ts';
import { useMe } from '../profile/index.ts';
import { PageStatus } from '../shell/index.ts';
import { CommunitiesStep } from './CommunitiesStep.tsx';
import { EducationStep } from './EducationStep.tsx';
import { PeriodStep } from './PeriodStep.tsx';
import { clearDrafts } from './hooks.ts';
import { nextStep, ONBOARDING_STEPS, previousStep, STEP_PARAM, stepToShow, type OnboardingStep, type StepContext } from './steps.ts';
import * as css from './onboarding.css.ts';

/** The welcome step: what Gratia is and what comes next. */
function WelcomeStep() {
  const { t } = useTranslation('onboarding');
  return (
    <Card>
      <Stack gap="md">
        <Text>{t('welcome.text')}</Text>
        <Text weight="semibold">{t('welcome.whatNext')}</Text>
        <ol className={css.nextList}>
          <li>
            <Text>{t('welcome.nextCommunities')}</Text>
          </li>
          <li>
            <Text>{t('welcome.nextPeriod')}</Text>
          </li>
          <li>
            <Text>{t('welcome.nextEducation')}</Text>
          </li>
        </ol>
      </Stack>
    </Card>
  );
}

/** The page title of each step. */
const TITLE_KEY: Record<OnboardingStep, string> = {
  welcome: 'welcome.title',
  communities: 'communities.title',
  period: 'period.title',
  education: 'education.title',
};

/** Props of {@link OnboardingWizard}. */
export interface OnboardingWizardProps {
  /** The site's address in the creator's invite link; default the page's origin. */
  inviteOrigin?: string;
}

/**
 * /onboarding (SPEC §2 onboarding layout; DOMAIN §6.6; docs/decisions/0035): four steps with a
 * progress indicator — welcome, communities (join by invitation or create), period settings (the
 * creator only; a member who joined skips it) and education (a short tour; the creator's invite
 * link) — each with **Back**. The step is in the address (`?step=`), so a reload keeps it, and what
 * was typed is kept in session storage. Someone with no community cannot go past the communities
 * step. **Go to the main page** ends it at /main in the live community; **Log out** (before a
 * community) signs out to /login, a failure being a toast (SPEC §8). Needs a router.
 * `data-step` = the step shown.
 */
export function OnboardingWizard({ inviteOrigin }: OnboardingWizardProps) {
  const { t } = useTranslation('onboarding');
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const toast = useToast();
  if (!me.data) return <PageStatus error={me.error} onRetry={() => void me.mutate()} />;

  const ctx: StepContext = { inCommunity: me.data.profile.organizationId !== null, isAdmin: me.data.privileged.some((p) => p.role === 'A') };
  const step = stepToShow(params.get(STEP_PARAM), ctx);
  const go = (to: OnboardingStep) => setParams({ [STEP_PARAM]: to });
  const steps = ONBOARDING_STEPS.map((id) => ({
    id,
    label: t(`steps.${id}`),
    ...(id === 'period' && ctx.inCommunity && !ctx.isAdmin ? { description: t('steps.periodSkipped') } : {}),
  }));
  const finish = () => {
    clearDrafts();
    navigate('/main', { replace: true });
  };
  const signOut = () =>
    void logout()
      .then(() => navigate('/login', { replace: true }))
      .catch((error: unknown) => toast.show({ tone: 'critical', title: logoutErrorMessage(error, t), timeout: 3000 }));

  return (
    <div className={css.wizard} data-step={step} data-testid="onboarding">
      <Stepper steps={steps} currentStepId={step} aria-label={t('stepsLabel')} className={css.progress} />
      <Stack gap="xs">
        <Heading level={1} size={2}>
          {t(TITLE_KEY[step])}
        </Heading>
        {step === 'communities' && !ctx.inCommunity ? <Text tone="muted">{t('communities.text')}</Text> : null}
        {step === 'education' ? <Text tone="muted">{t('education.text')}</Text> : null}
      </Stack>
      {step === 'welcome' ? <WelcomeStep /> : null}
      {step === 'communities' ? <CommunitiesStep inCommunity={ctx.inCommunity} isAdmin={ctx.isAdmin} onDone={(now) => go(nextStep('communities', { inCommunity: true, isAdmin: now.privileged.some((p) => p.role === 'A') }))} /> : null}
      {step === 'period' ? <PeriodStep onDone={() => go('education')} /> : null}
      {step === 'education' ? <EducationStep isAdmin={ctx.isAdmin} {...(inviteOrigin ? { inviteOrigin } : {})} /> : null}
      <div className={css.actions}>
        {step === 'welcome' ? (
          ctx.inCommunity ? (
            <span />
          ) : (
            <Button variant="ghost" onPress={signOut}>
              {t('logout')}
            </Button>
          )
        ) : (
          <Button variant="ghost" onPress={() => go(previousStep(step, ctx))}>
            {t('back')}
          </Button>
        )}
        {step === 'welcome' ? (
          <Button variant="primary" onPress={() => go('communities')}>
            {t('welcome.start')}
          </Button>
        ) : null}
        {step === 'communities' && ctx.inCommunity ? (
          <Button variant="primary" onPress={() => go(nextStep('communities', ctx))}>
            {t('next')}
          </Button>
        ) : null}
        {step === 'education' ? (
          <Button variant="primary" onPress={finish}>
            {t('education.finish')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
