import type { SectionProps } from '@snowday/shared-i18n/contract';

// Not built yet (issues 3 and 4): failing here shows the shell's translated
// "section unavailable" fallback instead of pretending the section exists.
export default function PendingSection(_props: SectionProps): never {
  throw new Error('This section is not built yet');
}
