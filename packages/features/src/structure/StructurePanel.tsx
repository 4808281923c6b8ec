import { useState } from 'react';
import { Stack } from '@gratia/ui';
import { DivisionTree } from './DivisionTree.tsx';
import { EmployeeTable } from './EmployeeTable.tsx';
import { SubsidiariesPanel } from './SubsidiariesPanel.tsx';
import * as css from './structure.css.ts';

/** Props of {@link StructurePanel}. */
export interface StructurePanelProps {
  /** Pause after the last keystroke before the employee search runs, ms. Default 300. */
  searchDelayMs?: number;
}

/**
 * The 'structure' tab of the organization settings (SPEC §2 Organization settings 'structure
 * (employees, divisions, subsidiaries)'): the {@link DivisionTree} beside the {@link EmployeeTable}
 * (one above the other below desktop width); the division chosen in the tree filters the table,
 * and the table's division filter moves the tree's choice. Below both, the {@link SubsidiariesPanel}
 * (docs/decisions/0027).
 */
export function StructurePanel({ searchDelayMs }: StructurePanelProps) {
  const [divisionId, setDivisionId] = useState<number | undefined>();
  return (
    <Stack gap="xl">
      <div className={css.structureLayout}>
        <DivisionTree selectedId={divisionId} onSelect={setDivisionId} />
        <EmployeeTable divisionId={divisionId} onDivisionChange={setDivisionId} searchDelayMs={searchDelayMs} />
      </div>
      <SubsidiariesPanel />
    </Stack>
  );
}
