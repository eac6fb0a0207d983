/*
 * The live selfie's panel (form.js loads this before live.js): the camera's view with the oval for the face, the
 * status and hint lines a screen reader hears, the buttons to record and to start again, and the detector's advice,
 * in the form's language (the page's data-live-* attributes, from the form's messages).
 */
(function () {
  'use strict';

  var SHOW_AFTER = 400;          // advice shows once it has held this long (no flicker, no chatter for readers)

  function element(tag, className, parent) {
    var node = document.createElement(tag);
    node.className = className;
    if (parent) { parent.appendChild(node); }
    return node;
  }

  /* The panel, put before the selfie's file field (which stays until a camera is known to be there). */
  function build(field, data) {
    var panel = element('section', 'live');
    panel.setAttribute('aria-label', data.liveLabel);
    var frame = element('div', 'live__frame', panel);
    frame.hidden = true;
    // what the picture shows, for those who cannot see it: the camera's view and the oval for the face
    frame.setAttribute('role', 'img');
    frame.setAttribute('aria-label', data.livePreview);
    var video = element('video', 'live__video', frame);
    video.muted = true;
    // an iPhone plays a video full screen unless it plays inline, and then shows no camera in the page
    video.setAttribute('playsinline', '');
    video.playsInline = true;
    video.setAttribute('aria-hidden', 'true');
    element('div', 'live__outline', frame);
    var status = element('p', 'live__status', panel);
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var hint = element('p', 'live__hint', panel);
    hint.setAttribute('aria-live', 'polite');
    hint.setAttribute('data-live-hint', '');
    var start = element('button', 'button', panel);
    start.type = 'button';
    start.setAttribute('data-live-record', '');
    start.textContent = data.liveStart;
    var retry = element('button', 'button button--secondary', panel);
    retry.type = 'button';
    retry.hidden = true;
    retry.setAttribute('data-live-retry', '');
    retry.textContent = data.liveRetry;
    field.parentNode.insertBefore(panel, field);

    /* No camera, or none the page can record: the file input again, or a line saying a camera is needed. */
    function noCamera() {
      start.hidden = true;
      retry.hidden = true;
      frame.hidden = true;
      field.hidden = !!data.liveOnly;
      status.textContent = data.liveOnly ? data.liveCameraNeeded : data.liveNoCamera;
    }

    return { panel: panel, frame: frame, video: video, status: status, hint: hint, start: start, retry: retry,
      noCamera: noCamera };
  }

  /* The detector's advice ('no-face', 'oval', 'closer', 'farther', 'light', 'still'; '' for none) shown in a line once
   * it has held SHOW_AFTER, so that a reader hears a change, not every frame. One per phase of an attempt. */
  function advice(data) {
    var shown = '';
    var candidate = '';
    var since = 0;
    return function (key, target, now) {
      if (key !== candidate) {
        candidate = key;
        since = now;
      }
      if (key !== shown && now - since >= SHOW_AFTER) {
        shown = key;
        // data-live-guide-no-face is dataset.liveGuideNoFace
        target.textContent = key ? data['liveGuide' + key.replace(/(^|-)(\w)/g, function (m, d, c) {
          return c.toUpperCase();
        })] : '';
      }
    };
  }

  window.avsLivePanel = { build: build, advice: advice };
}());
