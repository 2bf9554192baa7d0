import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderVod } from '../test/render-vod';
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';
import * as styles from '../vod.css';
import { channelNameRule } from './channel-name';

beforeEach(() => clearVideoAuthentication());

describe('the live channels', () => {
  it('gives a channel’s name two lines before cutting it', () => {
    expect(channelNameRule).toMatchObject({ WebkitLineClamp: 2, overflow: 'hidden', overflowWrap: 'anywhere' });
    expect(channelNameRule).not.toHaveProperty('whiteSpace');
  });

  it('names each channel’s link with its whole name, however it is cut on screen', async () => {
    await renderVod({ entry: '/channels' });
    const link = await screen.findByRole('link', { name: /^Weather & Bridge Cam Now: \w/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/channel\/\d+$/));
    const name = [...link.querySelectorAll('span')].find((span) => span.textContent === 'Weather & Bridge Cam');
    expect(name).toHaveClass(styles.channelName);
  });
});
