import { MainLayout } from '@gratia/features';

/** Layout route of the main-without-footer screens (SPEC §2: /admin_surveys, /survey_management/{id}, /test_management/{id}). */
export function Component() {
  return <MainLayout footer={false} />;
}
