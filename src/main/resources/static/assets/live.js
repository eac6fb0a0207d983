/*
 * The selfie, live (form.js loads this on the selfie step, after live-camera.js, which opens the camera and makes the
 * recorder, and live-panel.js, which makes the panel and shows the detector's advice): where the browser has a camera,
 * the applicant records a few seconds making the movements the server chose (the page's signed challenge, input
 * "live": turn_left+turn_right), one announced at a time; the clip goes up in the selfie's file input and the times of
 * the announcements in "live_times" (milliseconds after the recording started), so the page posts as it would with a
 * photo. A face detector running here (face-api's tiny detector and landmarks on TensorFlow.js's WebAssembly backend,
 * served by this service from assets/face) guides the applicant into the oval before recording, and sees each
 * movement done before announcing the next; without it the page announces on a timer and the server judges the clip
 * alone. Without a camera the file input stays, unless the form takes live selfies only (data-live-only).
 */
(function () {
  'use strict';

  // yaw: where the nose sits between the jaw's two sides, -1 to 1, positive towards the image's right (a head turned
  // to its own left); a movement is a turn this far from the person's frontal yaw, then a return to within BACK
  var TURNED = 0.12;
  var BACK = 0.07;
  var FIRST_AT = 600;            // the first movement's announcement, after frontal frames the server reads
  var MOVED = 0.1;               // a face moving this far before it (or lost) starts the recording again
  var RESTARTS = 3;              // at most this many times
  var FALLBACK = 3500;           // a movement the detector did not see done counts as done after this
  var HOLD_MIN = 300;            // a random hold between a movement seen done and the next announcement
  var HOLD_MAX = 1000;
  var AFTER = 1000;              // recording goes on this long after the last movement
  var CAP = 8000;                // and stops here in any case
  var STEADY = 400;              // the face held in place this long starts the recording
  var GUIDE_MAX = 15000;         // guidance that never sees a face ready starts the recording all the same
  var assets = document.currentScript ? document.currentScript.src.replace(/[^/]*$/, '') : '/assets/';

  function ready(fn) {
    if (document.readyState !== 'loading') { fn(); } else { document.addEventListener('DOMContentLoaded', fn); }
  }

  /* A script of AVS's own, added to the page: resolves once it has run. */
  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
  }

  /* The detector (live-face.js), loaded once; rejects where it cannot run (then the page goes by time). */
  var detector = null;
  function loadDetector() {
    if (!detector) {
      detector = loadScript(assets + 'live-face.js').then(function () {
        return window.avsLiveFace.load(loadScript);
      });
    }
    return detector;
  }

  function liveSelfie() {
    var token = document.querySelector('input[name=live]');
    var times = document.querySelector('input[name=live_times]');
    var input = document.querySelector('input[type=file][name=selfie]');
    var data = document.body.dataset;
    if (!token || !input || !token.value) { return; }
    var steps = token.value.split('.')[0].split('+');
    var field = input.closest('.field');
    var view = window.avsLivePanel.build(field, data);
    var panel = view.panel;
    var frame = view.frame;
    var video = view.video;
    var status = view.status;
    var hint = view.hint;
    var start = view.start;
    var retry = view.retry;
    var noCamera = view.noCamera;
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia || !navigator.mediaDevices.enumerateDevices
        || !window.MediaRecorder || !window.DataTransfer) {
      noCamera();
      return;
    }
    // the file input stays until a camera is known to be there; the detector loads meanwhile
    navigator.mediaDevices.enumerateDevices().then(function (devices) {
      if (devices.some(function (device) { return device.kind === 'videoinput'; })) {
        field.hidden = true;
        loadDetector().catch(function () { /* the page goes by time */ });
      } else {
        noCamera();
      }
    }).catch(noCamera);

    var stream = null;
    var run = null;        // the attempt under way: guidance, then its recording
    var analyses = 0;
    var measuredSince = 0;

    function movementText(step) {
      return data.liveMovement.replace('{0}', step + 1).replace('{1}', steps.length) + ' '
        + data['liveT' + steps[step].slice(1)];
    }

    function begin() {
      var attempt = { phase: 'guide', since: performance.now(), steady: [], advise: window.avsLivePanel.advice(data),
        timers: [], announced: [], step: -1, doneStep: -1, restarts: 0, off: 0, forced: false,
        facing: false, turned: false, frontal: 0, recorder: null, ended: false };
      run = attempt;
      panel.dataset.liveAttempt = String(Number(panel.dataset.liveAttempt || 0) + 1);
      times.value = '';
      panel.dataset.liveStep = '0';
      status.textContent = data.liveHold;
      hint.textContent = '';
      retry.hidden = false;
      attempt.timers.push(setTimeout(function () { attempt.forced = true; record(attempt); }, GUIDE_MAX));
      loadDetector().then(function (analyse) { loop(attempt, analyse); }, function () {
        attempt.timers.push(setTimeout(function () { attempt.forced = true; record(attempt); }, 800));
      });
    }

    function end(attempt) {
      attempt.ended = true;
      attempt.timers.forEach(clearTimeout);
    }

    function loop(attempt, analyse) {
      if (attempt.ended || run !== attempt) { return; }
      var next = function () { setTimeout(function () { loop(attempt, analyse); }, 0); };
      if (video.readyState < 2) { setTimeout(function () { loop(attempt, analyse); }, 50); return; }
      analyse(video).then(function (read) {
        analyses++;
        if (analyses === 3) { measuredSince = performance.now(); }
        if (analyses > 3) {
          panel.dataset.liveFps = ((analyses - 3) * 1000 / (performance.now() - measuredSince)).toFixed(1);
        }
        panel.dataset.liveDetections = String(analyses);
        if (!attempt.ended) { see(attempt, read, performance.now()); }
        next();
      }, next);
    }

    function see(attempt, read, now) {
      var said = window.avsLiveFace.advice(read);
      if (attempt.phase === 'guide') {
        attempt.steady = attempt.steady.filter(function (r) { return now - r.at <= STEADY; });
        if (said !== 'ok' || Math.abs(read.yaw) > 0.2) { attempt.steady = []; }
        else { attempt.steady.push({ at: now, yaw: read.yaw }); }
        var yaws = attempt.steady.map(function (r) { return r.yaw; })
          .sort(function (a, b) { return a - b; });
        var steady = yaws.length >= 3 && now - attempt.steady[0].at >= STEADY - 100
          && yaws[yaws.length - 1] - yaws[0] < 0.08;
        if (steady) {
          attempt.frontal = yaws[Math.floor(yaws.length / 2)];
          record(attempt);
          return;
        }
        attempt.advise(said === 'ok' ? 'still' : said, status, now);
      } else if (attempt.phase === 'recording') {
        var off = !read.face || Math.abs(read.yaw - attempt.frontal) > MOVED;
        attempt.off = off ? attempt.off + 1 : 0;
        if (attempt.step < 0 && !attempt.forced && attempt.restarts < RESTARTS && attempt.off >= 2) {
          // the clip's first frames show the person's frontal pose, which the server reads turns from
          restart(attempt);
          return;
        }
        attempt.advise(said === 'ok' ? '' : said, hint, now);
        follow(attempt, read, now);
      }
    }

    /* During the recording: the movement announced, turned the asked way from frontal, then back. */
    function follow(attempt, read, now) {
      var step = attempt.step;
      if (!read.face || step < 0 || step >= steps.length || attempt.announced.length !== step + 1) { return; }
      var yaw = read.yaw - attempt.frontal;
      var asked = yaw * (steps[step] === 'turn_left' ? 1 : -1);
      if (!attempt.facing) {
        // a turn counts from a face seen facing the camera after the announcement: not one already under way
        attempt.facing = Math.abs(yaw) < TURNED;
      } else if (!attempt.turned) {
        attempt.turned = asked >= TURNED;
      } else if (Math.abs(yaw) <= BACK || asked < 0) {
        done(attempt, step, now);
      }
    }

    function elapsed(attempt) { return Math.round(performance.now() - attempt.started); }

    function record(attempt) {
      if (attempt.ended || attempt.phase !== 'guide') { return; }
      attempt.phase = 'recording';
      attempt.advise = window.avsLivePanel.advice(data);
      status.textContent = data.liveHold;
      var chunks = [];
      var recorder;
      try {
        recorder = window.avsLiveCamera.recorder(stream);
      } catch (error) {
        // no recorder for this camera: the page goes back to the file input (or says a camera is needed)
        end(attempt);
        stream.getTracks().forEach(function (track) { track.stop(); });
        noCamera();
        return;
      }
      attempt.recorder = recorder;
      recorder.ondataavailable = function (event) { if (event.data && event.data.size) { chunks.push(event.data); } };
      recorder.onstop = function () {
        if (run !== attempt || attempt.recorder !== recorder) { return; }     // started again: this one is dropped
        end(attempt);
        stream.getTracks().forEach(function (track) { track.stop(); });
        var type = (recorder.mimeType || 'video/webm').split(';')[0];
        var clip = new File([new Blob(chunks, { type: type })], type === 'video/mp4' ? 'selfie.mp4' : 'selfie.webm',
          { type: type });
        var files = new DataTransfer();
        files.items.add(clip);
        input.files = files.files;
        times.value = attempt.announced.join(',');
        retry.hidden = true;
        hint.textContent = '';
        status.textContent = data.liveSending;
        if (input.form.requestSubmit) { input.form.requestSubmit(); } else { input.form.submit(); }
      };
      recorder.start();
      attempt.started = performance.now();
      attempt.recording = [setTimeout(function () { announce(attempt, 0); }, FIRST_AT),
        setTimeout(function () { stop(attempt); }, CAP)];
      attempt.timers = attempt.timers.concat(attempt.recording);
    }

    function restart(attempt) {
      var recorder = attempt.recorder;
      attempt.recorder = null;
      attempt.recording.forEach(clearTimeout);
      attempt.restarts++;
      attempt.phase = 'guide';
      attempt.steady = [];
      attempt.off = 0;
      hint.textContent = '';
      recorder.stop();
    }

    function announce(attempt, step) {
      if (attempt.ended || attempt.step >= step) { return; }
      attempt.step = step;
      attempt.facing = false;
      attempt.turned = false;
      attempt.announced.push(elapsed(attempt));
      times.value = attempt.announced.join(',');
      panel.dataset.liveStep = String(step + 1);
      status.textContent = movementText(step);
      attempt.timers.push(setTimeout(function () { done(attempt, step, performance.now()); }, FALLBACK));
    }

    /* A movement done (or given up on): the next one after a short random hold, or the end of the recording. */
    function done(attempt, step, now) {
      if (attempt.ended || attempt.step !== step || attempt.doneStep >= step) { return; }
      attempt.doneStep = step;
      if (step + 1 < steps.length) {
        var hold = HOLD_MIN + Math.random() * (HOLD_MAX - HOLD_MIN);
        attempt.timers.push(setTimeout(function () { announce(attempt, step + 1); }, hold));
      } else {
        attempt.timers.push(setTimeout(function () { stop(attempt); }, Math.max(0, AFTER - (performance.now() - now))));
      }
    }

    function stop(attempt) {
      if (attempt.ended || !attempt.recorder || attempt.recorder.state === 'inactive') { return; }
      attempt.timers.forEach(clearTimeout);
      attempt.recorder.stop();
    }

    start.addEventListener('click', function () {
      start.disabled = true;
      window.avsLiveCamera.open().then(function (camera) {
        stream = camera;
        frame.hidden = false;
        start.hidden = true;
        video.srcObject = stream;
        video.play();
        begin();
      }).catch(noCamera);
    });

    retry.addEventListener('click', function () {
      var attempt = run;
      run = null;
      if (attempt) {
        end(attempt);
        if (attempt.recorder && attempt.recorder.state !== 'inactive') { attempt.recorder.stop(); }
      }
      begin();
    });
  }

  ready(liveSelfie);
}());
