import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Heading, Inline, Stack, Text } from '@gratia/ui';
import { useLogout } from '../auth/index.ts';
import { useErrorToast } from '../errors/index.ts';

/**
 * The /onboarding page (SPEC §2 onboarding layout) for a member with no organization. The SPEC's
 * onboarding steps (welcome, communities, period settings, education) come with the onboarding
 * feature; until then it says how to join a community and offers to log out (POST
 * /api/auth/logout → /login; a failure shows the error toast). Needs a router.
 */
export function OnboardingView() {
  const { t } = useTranslation('onboarding');
  const logout = useLogout();
  const navigate = useNavigate();
  const showError = useErrorToast();
  return (
    <Card>
      <Stack gap="md">
        <Heading level={1} size={2}>
          {t('title')}
        </Heading>
        <Text>{t('noOrganization')}</Text>
        <Inline>
          <Button
            variant="secondary"
            onPress={() =>
              void logout()
                .then(() => navigate('/login', { replace: true }))
                .catch(showError)
            }
          >
            {t('logout')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
