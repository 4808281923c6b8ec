import type { Ref } from 'react';
import { VisuallyHidden } from 'react-aria';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import * as styles from './Stepper.css.ts';

/** One step of a {@link Stepper}. */
export interface StepItem {
  id: string;
  label: string;
  /** A short second line. */
  description?: string;
}

/** State of a step relative to the current one. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** Props of {@link Stepper}. */
export interface StepperProps {
  steps: readonly StepItem[];
  /** The current step's id. Steps before it are complete, after it upcoming. */
  currentStepId: string;
  /**
   * Mark every step complete (the flow is finished); the current one too. Default `false`.
   */
  isComplete?: boolean;
  /** Default `horizontal`; `vertical` stacks the steps (narrow screens, side panels). */
  orientation?: 'horizontal' | 'vertical';
  /** Accessible name of the list; default 'Шаги' / 'Steps'. */
  'aria-label'?: string;
  /** Show 'Шаг 2 из 4' above the steps. Default `true`. */
  showSummary?: boolean;
  className?: string;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

function Check() {
  return (
    <svg viewBox="0 0 16 16" width="1em" height="1em" fill="none" aria-hidden="true" focusable="false">
      <path d="M3.5 8.5l3 3 6-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The state of step `index` when the current step is `currentIndex`. */
export function stepState(index: number, currentIndex: number, isComplete = false): StepState {
  if (isComplete || index < currentIndex) return 'complete';
  return index === currentIndex ? 'current' : 'upcoming';
}

/**
 * Progress through a fixed sequence (SPEC §2 onboarding): an ordered list whose steps are
 * complete (check mark), current (`aria-current="step"`) or upcoming. Each step's state is also
 * spoken ('выполнен' / 'текущий шаг' / 'впереди'), never shown by colour alone. Display only:
 * navigation between steps belongs to the host's buttons.
 */
export function Stepper({ steps, currentStepId, isComplete = false, orientation = 'horizontal', 'aria-label': ariaLabel, showSummary = true, className, ref }: StepperProps) {
  const { t } = useTranslation('ui');
  const found = steps.findIndex((step) => step.id === currentStepId);
  const currentIndex = found === -1 ? 0 : found;
  return (
    <div ref={ref} className={className}>
      {showSummary && steps.length > 0 ? (
        <p className={styles.summary}>{t('stepper.stepOf', { current: currentIndex + 1, total: steps.length })}</p>
      ) : null}
      <ol aria-label={ariaLabel ?? t('stepper.label')} data-orientation={orientation} className={clsx(styles.list)}>
        {steps.map((step, index) => {
          const state = stepState(index, currentIndex, isComplete);
          return (
            <li key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined} className={styles.step}>
              <span className={styles.indicator} aria-hidden="true">
                {state === 'complete' ? <Check /> : index + 1}
              </span>
              <span className={styles.texts}>
                <span className={styles.label}>
                  {step.label}
                  <VisuallyHidden>{`, ${t(`stepper.${state}`)}`}</VisuallyHidden>
                </span>
                {step.description ? <span className={styles.description}>{step.description}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
