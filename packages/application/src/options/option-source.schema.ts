import { z } from 'zod';
import { ZOption } from '../option.schema';
import { ZYearListSpec } from './years.schema';
import { OPTION_LISTS, type OptionListName } from './option-source';

export const ZOptionListName = z.enum(Object.keys(OPTION_LISTS) as [OptionListName, ...OptionListName[]]);
/** Lists that come from the site configuration and are resolved when the page renders. */
export const ZSiteOptionSourceName = z.enum(['entryTerms', 'majors']);
export type SiteOptionSourceName = z.infer<typeof ZSiteOptionSourceName>;
/**
 * Where a question's options come from: a fixed list by name, a list of the site configuration, a
 * year list relative to the current year, or options written in the question itself.
 */
export const ZOptionSource = z.union([
  z.strictObject({ list: ZOptionListName }),
  z.strictObject({ source: ZSiteOptionSourceName }),
  z.strictObject({ years: ZYearListSpec }),
  z.strictObject({ inline: z.array(ZOption).min(1) }),
]);
export type OptionSource = z.infer<typeof ZOptionSource>;
