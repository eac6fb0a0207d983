/*
 * The live selfie's camera and recorder (form.js loads this before live.js): what the page asks of the browser, so
 * that the clip the server judges is the camera's whole picture, in a format the browser can record.
 */
(function () {
  'use strict';

  var LINES = 480;               // the camera's picture is scaled to at most this on its short side
  // the first of these the browser records is used (Safari before 18.4 records MP4 only)
  var RECORDED = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4;codecs=avc1', 'video/mp4'];

  /* The front camera's whole picture, scaled to at most LINES on its short side. Left free to crop towards
   * 640 x 480, Chromium cut a portrait camera's picture to a landscape band: the chin and the forehead gone, the face
   * then refused as cut off and not live. So the page asks for the picture as the camera gives it (resizeMode none; a
   * browser that refuses the constraint is asked without it), then for a smaller one of the same shape, which a
   * browser makes by scaling alone. */
  function open() {
    var asked = { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } };
    var uncut = Object.assign({ resizeMode: { exact: 'none' } }, asked);
    return navigator.mediaDevices.getUserMedia({ video: uncut, audio: false }).catch(function (error) {
      if (error && error.name === 'OverconstrainedError') {
        return navigator.mediaDevices.getUserMedia({ video: asked, audio: false });
      }
      throw error;
    }).then(function (camera) {
      var track = camera.getVideoTracks()[0];
      var settings = track && track.getSettings ? track.getSettings() : {};
      var shortSide = Math.min(settings.width || 0, settings.height || 0);
      if (!track || !track.applyConstraints || !shortSide || shortSide <= LINES) { return camera; }
      var scale = LINES / shortSide;
      return track.applyConstraints({ width: { exact: Math.round(settings.width * scale / 2) * 2 },
        height: { exact: Math.round(settings.height * scale / 2) * 2 }, resizeMode: 'crop-and-scale' })
        .then(function () { return camera; }, function () { return camera; });
    });
  }

  /* A recorder of the stream in the first type the browser records: asked for WebM, Safari before 18.4 refuses to
   * start. The server reads the clip's bytes, not its name. Throws where the browser records none. */
  function recorder(stream) {
    var type = RECORDED.filter(function (candidate) { return MediaRecorder.isTypeSupported(candidate); })[0];
    var options = { videoBitsPerSecond: 1500000 };
    if (type) { options.mimeType = type; }
    return new MediaRecorder(stream, options);
  }

  window.avsLiveCamera = { open: open, recorder: recorder };
}());
