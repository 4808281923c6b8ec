import './strings.ts';
import { useTranslation } from 'react-i18next';
import { Box, Button, DateRangeInput, type DateRange } from '@gratia/ui';

/**
 * The period of the upcoming birthdays (DD-MM-YYYY dates, SPEC §5) and "Clear period", which goes
 * back to the next two weeks. Its own module: the date fields load when a member asks for a period.
 */
export default function PeriodPicker({ value, onChange, onClear }: { value: DateRange; onChange: (range: DateRange) => void; onClear: () => void }) {
  const { t } = useTranslation('birthdays');
  return (
    <Box display="flex" alignItems="flex-end" gap="sm" flexWrap="wrap">
      <DateRangeInput label={t('range')} startLabel={t('from')} endLabel={t('to')} value={value} onChange={onChange} />
      <Button variant="ghost" size="sm" onPress={onClear}>
        {t('resetRange')}
      </Button>
    </Box>
  );
}
