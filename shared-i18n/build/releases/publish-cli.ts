/**
 * `npm run release`: publishes each section's build as a release into `.releases/` and switches
 * the local release map to it (docs/decisions/016-section-releases.md), as `npm start` serves
 * them. `npm run release -- blog` publishes one. A build of a section published while the site
 * runs goes live within seconds, and the release before stays for the tabs still open on it.
 */
import path from 'node:path';
import { repositoryRoot } from '../federation/server-entry-signing';
import { publishRelease } from './publish-release';

const SECTIONS = ['calculator', 'blog', 'pages'] as const;

const root = repositoryRoot();
const releasesDir = path.join(root, '.releases');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
if (unknown.length > 0) throw new Error(`No section ${unknown.join(', ')}: ${SECTIONS.join(', ')}`);
for (const section of asked.length > 0 ? asked : SECTIONS) {
  const { release } = publishRelease({
    section,
    dist: path.join(root, `mfe-${section}`, 'dist'),
    releasesDir,
    map: path.join(releasesDir, 'release-map.json'),
  });
  console.info(`${section}: release ${release} is live`);
}
