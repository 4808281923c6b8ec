import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useErrorToast, useLogout } from '@gratia/features';
import { Button, Card, Heading, Stack, Text } from '@gratia/ui';

/**
 * /onboarding (SPEC §2): a member with no organization. The SPEC's onboarding steps (welcome,
 * communities, period settings, education) come with the onboarding feature; until then the
 * screen says how to join a community and offers to log out.
 */
export function Component() {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const navigate = useNavigate();
  const showError = useErrorToast();
  return (
    <Card>
      <Stack gap="md">
        <Heading level={1} size={2}>
          {t('onboarding.title')}
        </Heading>
        <Text>{t('onboarding.noOrganization')}</Text>
        <div>
          <Button
            variant="secondary"
            onPress={() =>
              void logout()
                .then(() => navigate('/login', { replace: true }))
                .catch(showError)
            }
          >
            {t('onboarding.logout')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
