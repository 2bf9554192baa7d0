import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, areaState, failingCall, musterArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { renderMusterScreen, type RenderMusterOptions } from '../test/render-muster-screen';
import { MusterVideoScreen } from './MusterVideoScreen';
import type { SafetyPlayerProps } from './SafetyPlayer';
import { chooseLanguage } from '@companion/screen-harness';

// jsdom cannot play media: a stand-in player the test drives as the real one reports.
const player = vi.hoisted(() => ({ props: undefined as SafetyPlayerProps | undefined }));
vi.mock('./SafetyPlayer', () => ({
  SafetyPlayer: (props: SafetyPlayerProps) => {
    player.props = props;
    return <div role="region" aria-label={props.title} data-src={props.source.src} />;
  },
}));

afterEach(() => clearAuthentication());

const open = (options: RenderMusterOptions = {}) => renderMusterScreen('/muster/video', () => <MusterVideoScreen />, options);
const report = (seconds: number, duration = 2) => act(() => player.props?.onPosition(seconds, duration));
const watchToEnd = async (duration = 2) => {
  for (let seconds = 0; seconds <= duration; seconds += 0.25) await report(seconds, duration);
  await act(() => player.props?.onEnded());
};

describe('the safety video', () => {
  it('plays the safetyvideo article’s clip and asks for the whole video, with no passenger choice yet', async () => {
    await open();
    const region = await screen.findByRole('region', { name: 'Safety video' });
    expect(region.dataset.src).toMatch(/blobs\/safety-video\/\d+\.webm$/);
    expect(player.props?.source.type).toBe('video/webm');
    expect(screen.getByText(/Please watch the whole video/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Who watched the video with you?' })).toBeNull();
  });

  it('shows the article’s picture on the player until the guest starts it', async () => {
    await open();
    await screen.findByRole('region', { name: 'Safety video' });
    expect(player.props?.poster).toMatch(/blobs\/image\?reference=safety-video&width=1280$/);
  });

  it('tells the seek guard the furthest point watched', async () => {
    await open();
    await screen.findByRole('region', { name: 'Safety video' });
    for (const seconds of [0, 0.25, 0.5, 0.75, 1]) await report(seconds, 120);
    await report(60, 120); // a jump the guard never saw
    expect(player.props?.watched()).toBe(1);
  });

  it('does not finish on an ended that follows a jump', async () => {
    await open();
    await screen.findByRole('region', { name: 'Safety video' });
    await report(0, 120);
    await report(119, 120);
    await act(() => player.props?.onEnded());
    expect(screen.queryByRole('group', { name: 'Who watched the video with you?' })).toBeNull();
    expect(screen.getByText(/Watched 0:00 of 2:00/)).toBeInTheDocument();
  });

  it('offers the passengers who have not watched once the video is finished', async () => {
    await open();
    await screen.findByRole('region', { name: 'Safety video' });
    await watchToEnd();
    expect(await screen.findByRole('status')).toHaveTextContent('You have watched the whole safety video.');
    expect(screen.getByRole('checkbox', { name: 'Emily Smith' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lily Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'James Smith' })).toBeNull();
    expect(screen.getByText('Already watched: James Smith')).toBeInTheDocument();
  });

  it('asks for a passenger and the conditions', async () => {
    const { demoState } = await open();
    await screen.findByRole('region', { name: 'Safety video' });
    await watchToEnd();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please select at least one passenger');
    expect(alert).toHaveTextContent('Please read and accept terms and conditions');
    expect(areaState(demoState, musterArea).videoSeenRequests).toHaveLength(0);
    // Choosing a passenger answers the first message at once; the conditions' stays until they are accepted.
    await userEvent.click(within(screen.getByRole('group', { name: /watched/i })).getAllByRole('checkbox')[0]!);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please select at least one passenger');
    expect(screen.getByRole('alert')).toHaveTextContent('Please read and accept terms and conditions');
  });

  // A screen-reader guest who tabs back to a control hears what is wrong with it, and only that.
  it('ties each message to its own control, and unties it once fixed', async () => {
    await open();
    await screen.findByRole('region', { name: 'Safety video' });
    await watchToEnd();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const passengers = screen.getByRole('group', { name: 'Who watched the video with you?' });
    const terms = screen.getByRole('checkbox', { name: /accept the terms and conditions/ });
    expect(passengers).toHaveAttribute('aria-invalid', 'true');
    expect(passengers).toHaveAccessibleDescription('Please select at least one passenger');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('Please read and accept terms and conditions');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    expect(passengers).not.toHaveAttribute('aria-invalid');
    expect(passengers).toHaveAccessibleDescription('');
    await userEvent.click(terms);
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(terms).toHaveAccessibleDescription('');
  });

  it('posts updateVideoSeen once for the chosen passengers, however often Confirm is pressed', async () => {
    const { demoState } = await open();
    await screen.findByRole('region', { name: 'Safety video' });
    await watchToEnd();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lily Smith' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you. The safety video is recorded as watched.')).toBeInTheDocument();
    expect(areaState(demoState, musterArea).videoSeenRequests).toEqual([
      {
        passengers: [
          { accountId: '100200', isVideoWatched: true },
          { accountId: '100202', isVideoWatched: true },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'See your muster status' })).toHaveAttribute('href', '/muster/status');
  });

  it('shows the spec’s error with a link back to /muster/home when the submit fails', async () => {
    await open({ overrides: [failingCall('post', '*/muster/passenger/updateVideoSeen')] });
    await screen.findByRole('region', { name: 'Safety video' });
    await watchToEnd();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There has been an error with submitting your data. Please try again or seek help at the reception.');
    expect(screen.getAllByRole('link', { name: 'Back to the safety muster' })[0]).toHaveAttribute('href', '/muster/home');
  });

  describe('a playback failure', () => {
    afterEach(() => chooseLanguage('en'));

    it('shows the player’s own message', async () => {
      await open();
      await screen.findByRole('region', { name: 'Safety video' });
      await act(() => player.props?.onError('The media could not be loaded.'));
      expect(screen.getByRole('alert')).toHaveTextContent('The video could not be played: The media could not be loaded.');
    });

    it('words a failure without a message in English for an English guest', async () => {
      await open();
      await screen.findByRole('region', { name: 'Safety video' });
      await act(() => player.props?.onError(undefined));
      // Said once: the cause it would add is the same sentence again.
      expect(screen.getByRole('alert')).toHaveTextContent(/^The video could not be played\.$/);
    });

    it('words a failure without a message in German for a German guest', async () => {
      chooseLanguage('de');
      await open();
      // The region is named by the hub's article title, which is not ours to translate.
      await screen.findByRole('region', { name: 'Safety video' });
      await act(() => player.props?.onError(undefined));
      expect(screen.getByRole('alert')).toHaveTextContent(/^Das Video konnte nicht abgespielt werden\.$/);
      expect(screen.getByRole('alert')).not.toHaveTextContent(/could not be played/);
    });
  });

  it('says when everyone has watched already', async () => {
    await open({ guest: 'taylor' });
    await screen.findByRole('region', { name: 'Safety video' });
    await watchToEnd();
    expect(await screen.findByText('Everyone in your party has watched the safety video.')).toBeInTheDocument();
  });

  it('says so when there is no safety video', async () => {
    await open({ overrides: [answeringCall('get', '*/cms/articles/findByHashtag', [])] });
    expect(await screen.findByText('There is no safety video at the moment.')).toBeInTheDocument();
  });

  it('shows the load failure with a retry', async () => {
    await open({ overrides: [failingCall('get', '*/muster/passenger')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The safety video could not be loaded.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
