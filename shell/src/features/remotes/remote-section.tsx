import type { AnyPageSection, SectionProps } from '@snowday/shared-i18n/contract';
import { lazy, Suspense, use, useMemo, useState, type ComponentType } from 'react';
import { forgetFailedRuntimeConfig, getRuntimeConfig } from './runtime-config';
import { loadedSection, loadSection } from './load-section';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionUnavailable } from './section-fallback';
import { SectionPlaceholder } from './server-frame';

function ConfiguredSection({ Section }: { Section: ComponentType<SectionProps> }) {
  const { settings } = use(getRuntimeConfig());
  return <Section settings={settings} />;
}

/** The section's component: at once when its code has loaded, else a lazy one that loads it. */
function sectionComponent(section: AnyPageSection, attempt: number): ComponentType<SectionProps> {
  const ready = attempt === 0 ? loadedSection(section) : undefined;
  return ready ? ready.default : lazy(() => loadSection(section, attempt));
}

/**
 * One remote page inside its own error boundary and Suspense
 * (docs/product/composition.md#containment): a spinner while it loads, a translated fallback with a
 * retry when it fails. Each retry builds a fresh `lazy()`, because React remembers a rejected lazy
 * component for good. A section already loaded renders without suspending.
 */
export function RemoteSection({ section }: { section: AnyPageSection }) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => sectionComponent(section, attempt), [section, attempt]);
  return (
    <SectionErrorBoundary
      key={`${section.remote}/${section.module}`}
      onRetry={() => {
        forgetFailedRuntimeConfig();
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => <SectionUnavailable onRetry={retry} />}
    >
      <Suspense fallback={<SectionPlaceholder />}>
        <ConfiguredSection Section={Section} />
      </Suspense>
    </SectionErrorBoundary>
  );
}
