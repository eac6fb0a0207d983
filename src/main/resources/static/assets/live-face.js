/*
 * The live selfie's face detector (live.js loads this): face-api's tiny face detector and 68 tiny landmarks on
 * TensorFlow.js's WebAssembly backend, all served by this service from assets/face (see the provenance files there).
 * window.avsLiveFace.load(loadScript) (live.js's script loader) resolves to analyse(video) -> a reading of the face
 * in the picture; advice(reading) says what the applicant should do before recording.
 */
(function () {
  'use strict';
  var assets = document.currentScript ? document.currentScript.src.replace(/[^/]*$/, '') : '/assets/';

  /* The detector, loaded once: resolves to analyse(video) -> a reading, or rejects (then the page goes by time). */
  var detector = null;
  function load(loadScript) {
    if (detector) { return detector; }
    var base = assets + 'face/';
    detector = loadScript(base + 'face-api.js').then(function () {
      var tf = window.faceapi.tf;
      tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
      tf.setWasmPaths(base);
      return tf.setBackend('wasm');
    }).then(function (ok) {
      if (!ok) { throw new Error('no WebAssembly backend'); }
      return Promise.all([window.faceapi.nets.tinyFaceDetector.loadFromUri(base),
        window.faceapi.nets.faceLandmark68TinyNet.loadFromUri(base)]);
    }).then(function () {
      var options = new window.faceapi.TinyFaceDetectorOptions({ inputSize: 160, scoreThreshold: 0.4 });
      var canvas = document.createElement('canvas');
      canvas.width = canvas.height = 16;
      var context = canvas.getContext('2d', { willReadFrequently: true });
      // a first run of each model compiles its kernels: done now, not while the applicant waits
      return Promise.all([window.faceapi.detectSingleFace(canvas, options),
        window.faceapi.detectFaceLandmarksTiny(canvas)]).then(function () { return analyse; });
      function analyse(video) {
        return window.faceapi.detectSingleFace(video, options).withFaceLandmarks(true).then(function (found) {
          return found ? reading(video, found, context) : { face: false };
        });
      }
    });
    return detector;
  }

  function distance(a, b) { return Math.hypot(a.x - b.x, a.y - b.y); }

  /* A face found: its centre and width in the 4:3 frame the applicant sees (the video fills it, cut to fit), its yaw
   * and light. */
  function reading(video, found, context) {
    var box = found.detection.box;
    var points = found.landmarks.positions;
    var width = video.videoWidth;
    var height = video.videoHeight;
    var seenWidth = Math.min(1, (4 / 3) / (width / height));
    var seenHeight = Math.min(1, (width / height) / (4 / 3));
    var left = distance(points[30], points[2]);
    var right = distance(points[30], points[14]);
    context.drawImage(video, box.x, box.y, box.width, box.height, 0, 0, 16, 16);
    var pixels = context.getImageData(0, 0, 16, 16).data;
    var light = 0;
    for (var i = 0; i < pixels.length; i += 4) {
      light += 0.299 * pixels[i] + 0.587 * pixels[i + 1] + 0.114 * pixels[i + 2];
    }
    return {
      face: true,
      x: ((box.x + box.width / 2) / width - (1 - seenWidth) / 2) / seenWidth,
      y: ((box.y + box.height / 2) / height - (1 - seenHeight) / 2) / seenHeight,
      size: box.width / width / seenWidth,
      yaw: (left - right) / (left + right),
      light: light / (pixels.length / 4)
    };
  }

  /* What the applicant should do before recording: a key of data-live-guide-*, or "ok". */
  function advice(read) {
    if (!read.face) { return 'no-face'; }
    var dx = (read.x - 0.5) / 0.25;
    var dy = (read.y - 0.5) / 0.4;
    if (dx * dx + dy * dy > 0.6) { return 'oval'; }
    if (read.size < 0.25) { return 'closer'; }
    if (read.size > 0.75) { return 'farther'; }
    if (read.light < 60) { return 'light'; }
    return 'ok';
  }

  window.avsLiveFace = { load: load, advice: advice };
}());
