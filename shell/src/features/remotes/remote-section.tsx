import type { AnyPageSection } from '@snowday/shared-i18n/contract';
import { lazy, Suspense, use, useMemo, useState } from 'react';
import { forgetFailedRuntimeConfig, getRuntimeConfig } from './runtime-config';
import { loadSection } from './load-section';
import { SectionErrorBoundary } from './section-error-boundary';
import { SectionUnavailable } from './section-fallback';
import { SectionPlaceholder } from './server-frame';

function ConfiguredSection({ Section }: { Section: ReturnType<typeof lazySection> }) {
  const { settings } = use(getRuntimeConfig());
  return <Section settings={settings} />;
}

function lazySection(section: AnyPageSection, attempt: number) {
  return lazy(() => loadSection(section, attempt));
}

/**
 * One remote page inside its own error boundary and Suspense (issue 2): a spinner while it
 * loads, a translated fallback with a retry when it fails. Each retry builds a fresh `lazy()`,
 * because React remembers a rejected lazy component for good.
 */
export function RemoteSection({ section }: { section: AnyPageSection }) {
  const [attempt, setAttempt] = useState(0);
  const Section = useMemo(() => lazySection(section, attempt), [section, attempt]);
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
