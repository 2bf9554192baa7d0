// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import type { ExcursionsTranslate } from '../shared/excursion-text';
import { activityDurationText } from './activity-duration';
import { galleryImages } from './gallery-images';
import { groupTaxonomies } from './group-taxonomies';
import { riverPlacesOf } from './river-places';

const english: ExcursionsTranslate = (key, values) => translate(excursionsMessages, 'en', key, values);
const german: ExcursionsTranslate = (key, values) => translate(excursionsMessages, 'de', key, values);
const duration = (minutes: number | null, range?: { min: number; max: number }) =>
  activityDurationText({ duration: minutes, duration_range: range ?? null }, english, 'en-GB');

describe('third-party activity duration', () => {
  // bookable-services §9: 60 minutes displays as 1 Hour; label 'Hour' or 'Hours'.
  it('shows 60 minutes as 1 Hour', () => expect(duration(60)).toBe('1 Hour'));
  it('shows 120 minutes as 2 Hours', () => expect(duration(120)).toBe('2 Hours'));
  it('shows a full day in hours', () => expect(duration(480)).toBe('8 Hours'));

  // Our rule for what the spec leaves open (docs/decisions.md).
  it('shows half hours from an hour on as decimal hours', () => {
    expect(duration(90)).toBe('1.5 Hours');
    expect(duration(150)).toBe('2.5 Hours');
  });
  it('shows anything under an hour in minutes', () => {
    expect(duration(45)).toBe('45 minutes');
    expect(duration(30)).toBe('30 minutes');
    expect(duration(1)).toBe('1 minute');
  });
  it('shows other lengths in minutes rather than awkward decimals', () => {
    expect(duration(100)).toBe('100 minutes');
    expect(duration(75)).toBe('75 minutes');
  });
  it('shows nothing for a missing, zero or negative duration', () => {
    expect(duration(null)).toBeUndefined();
    expect(duration(0)).toBeUndefined();
    expect(duration(-30)).toBeUndefined();
  });

  it('prefers the range over the single duration', () => expect(duration(60, { min: 60, max: 120 })).toBe('1–2 Hours'));
  it('writes a range in minutes when both ends are', () => expect(duration(null, { min: 45, max: 50 })).toBe('45–50 minutes'));
  it('writes each end in full when their units differ', () => expect(duration(null, { min: 45, max: 90 })).toBe('45 minutes – 1.5 Hours'));
  it('reads a range with equal ends as one duration', () => expect(duration(null, { min: 60, max: 60 })).toBe('1 Hour'));
  it('orders a range given the wrong way round', () => expect(duration(null, { min: 180, max: 120 })).toBe('2–3 Hours'));

  it('speaks German with the German decimal comma', () => {
    expect(activityDurationText({ duration: 60 }, german, 'de-DE')).toBe('1 Stunde');
    expect(activityDurationText({ duration: 90 }, german, 'de-DE')).toBe('1,5 Stunden');
    expect(activityDurationText({ duration: 45 }, german, 'de-DE')).toBe('45 Minuten');
  });
});

describe('taxonomy groups', () => {
  it('groups highlights, inclusions and exclusions in that order, names as sent', () => {
    const groups = groupTaxonomies([
      { type: 'EXCLUSION', name: 'Lunch' },
      { type: 'HIGHLIGHT', name: 'Waterfalls' },
      { type: 'INCLUSION', name: 'Boat trip' },
      { type: 'HIGHLIGHT', name: 'Seals' },
    ]);
    expect(groups).toEqual([
      { type: 'HIGHLIGHT', names: ['Waterfalls', 'Seals'] },
      { type: 'INCLUSION', names: ['Boat trip'] },
      { type: 'EXCLUSION', names: ['Lunch'] },
    ]);
  });

  it('leaves out empty groups and types it does not know', () => {
    expect(
      groupTaxonomies([
        { type: 'CATEGORY', name: 'Tours' },
        { type: 'inclusion', name: 'Guide' },
      ]),
    ).toEqual([{ type: 'INCLUSION', names: ['Guide'] }]);
  });
});

describe('gallery pictures', () => {
  // bookable-services §9: the image gallery shows only when there is more than 1 image.
  it('shows no gallery for a single picture', () => expect(galleryImages([{ type: 'image', url: '/1.svg' }])).toEqual([]));

  it('keeps only pictures', () => {
    expect(
      galleryImages([
        { type: 'image', url: '/1.svg' },
        { type: 'video', url: '/clip.mp4' },
        { type: 'IMAGE', url: '/2.svg' },
      ]),
    ).toEqual(['/1.svg', '/2.svg']);
  });
});

describe('river cruise places', () => {
  it('reads country/city pairs in the order given, skipping malformed and repeated ones', () => {
    expect(riverPlacesOf(['49/4903', 'Koblenz', '49/4904', '49/4903', '/4', ' 351 / 35102 '])).toEqual([
      { countryId: '49', cityId: '4903' },
      { countryId: '49', cityId: '4904' },
      { countryId: '351', cityId: '35102' },
    ]);
  });
});
