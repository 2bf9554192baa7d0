/**
 * Imported before video.js: without this flag video.js writes an inline <style> element on load,
 * which the app's Content-Security-Policy (style-src 'self') forbids. Its stylesheet comes from
 * video-js.css instead.
 */
(window as Window & { VIDEOJS_NO_DYNAMIC_STYLE?: boolean }).VIDEOJS_NO_DYNAMIC_STYLE = true;
export {};
