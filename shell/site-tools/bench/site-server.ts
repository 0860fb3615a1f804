/**
 * The composed site's server (`shell/server/compose.ts`) as the bench runs it: an entry of its
 * own, so that stopping the servers of other runs on a shared machine by their script's name
 * (`compose.ts`) leaves the bench's alone.
 */
import '../../server/compose';
