import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { ArticleAudio } from './ArticleAudio';
import { ArticleVideo } from './ArticleVideo';

const welcome = { id: 81, url: '/blobs/audio-file/81', name: "Captain's welcome" };
const tour = { id: 91, urlFrontend: '/blobs/video-file/91', description: 'A tour of the Aurora Star' };

describe('ArticleAudio', () => {
  it('offers each file in a native player named by the file', async () => {
    const { container } = await renderScreen(<ArticleAudio audios={[welcome]} />);
    const figure = screen.getByRole('figure', { name: "Captain's welcome" });
    const audio = container.querySelector('audio');
    expect(figure).toContainElement(audio);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', '/blobs/audio-file/81');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAccessibleName("Captain's welcome");
    expect(audio).not.toHaveAttribute('autoplay');
  });

  it('shows nothing without audio', async () => {
    const { container } = await renderScreen(<ArticleAudio audios={[]} />);
    expect(container.querySelector('ul, audio')).toBeNull();
  });

  it('says so when a file cannot be played', async () => {
    const { container } = await renderScreen(<ArticleAudio audios={[welcome]} />);
    fireEvent.error(container.querySelector('audio')!);
    expect(screen.getByRole('alert')).toHaveTextContent("Captain's welcome could not be played.");
    expect(container.querySelector('audio')).toBeNull();
  });
});

describe('ArticleVideo', () => {
  it('offers each clip in a native player captioned by its description', async () => {
    const { container } = await renderScreen(<ArticleVideo videos={[tour]} />);
    const video = container.querySelector('video');
    expect(screen.getByRole('figure', { name: 'A tour of the Aurora Star' })).toContainElement(video);
    expect(video).toHaveAccessibleName('A tour of the Aurora Star');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('src', '/blobs/video-file/91');
  });

  it('names a clip without description by its number', async () => {
    const { container } = await renderScreen(<ArticleVideo videos={[tour, { id: 92, urlFrontend: '/v/92', description: null }]} />);
    expect(container.querySelectorAll('video')[1]).toHaveAccessibleName('Video 2');
  });

  it('shows nothing without video', async () => {
    const { container } = await renderScreen(<ArticleVideo videos={[]} />);
    expect(container.querySelector('ul, video')).toBeNull();
  });

  it('says so when a clip cannot be played', async () => {
    const { container } = await renderScreen(<ArticleVideo videos={[tour]} />);
    fireEvent.error(container.querySelector('video')!);
    expect(screen.getByRole('alert')).toHaveTextContent('This video could not be played.');
  });
});
