/*
 * Progressive enhancement of the hosted form; every page works without it. Adds: focus on the error summary,
 * previews of chosen photos, size and type hints before upload, inputs shown only when they apply, and no
 * double submission.
 */
(function () {
  'use strict';

  function ready(fn) {
    if (document.readyState !== 'loading') { fn(); } else { document.addEventListener('DOMContentLoaded', fn); }
  }

  function focusErrorSummary() {
    var summary = document.querySelector('[data-error-summary]');
    if (summary) { summary.focus(); }
    document.querySelectorAll('.error-summary__list a').forEach(function (link) {
      link.addEventListener('click', function (event) {
        var target = document.getElementById(link.getAttribute('href').slice(1));
        if (target) { event.preventDefault(); target.focus(); target.scrollIntoView({ block: 'center' }); }
      });
    });
  }

  function fileMessage(input, text) {
    var id = input.id + '-client-error';
    var message = document.getElementById(id);
    if (!text) {
      if (message) { message.remove(); }
      input.setCustomValidity('');
      return;
    }
    if (!message) {
      message = document.createElement('p');
      message.id = id;
      message.className = 'error-message';
      message.setAttribute('role', 'alert');
      input.parentNode.insertBefore(message, input);
      input.setAttribute('aria-describedby', ((input.getAttribute('aria-describedby') || '') + ' ' + id).trim());
    }
    message.textContent = text;
    input.setCustomValidity(text);
  }

  function checkFiles() {
    var maxBytes = Number(document.body.dataset.maxBytes || 0);
    document.querySelectorAll('input[type=file]').forEach(function (input) {
      var preview = document.getElementById(input.id + '-preview');
      input.addEventListener('change', function () {
        var file = input.files && input.files[0];
        fileMessage(input, null);
        if (preview) { preview.hidden = true; preview.removeAttribute('src'); }
        if (!file) { return; }
        if (maxBytes && file.size > maxBytes) {
          fileMessage(input, document.body.dataset.fileTooLarge);
        } else if (file.type && !/^(image\/(jpeg|png|webp)|application\/pdf)$/.test(file.type)) {
          fileMessage(input, document.body.dataset.fileType);
        } else if (preview && /^image\//.test(file.type)) {
          preview.src = URL.createObjectURL(file);
          preview.hidden = false;
        }
      });
    });
  }

  function showWhen() {
    document.querySelectorAll('[data-show-when]').forEach(function (field) {
      var rule = field.dataset.showWhen.split('=');
      var values = (rule[1] || '').split('|');
      var form = field.closest('form');
      function update() {
        var chosen = form.querySelector('[name="' + rule[0] + '"]:checked, select[name="' + rule[0] + '"]');
        var value = chosen ? chosen.value : '';
        field.hidden = values.indexOf(value) < 0;
      }
      form.querySelectorAll('[name="' + rule[0] + '"]').forEach(function (input) {
        input.addEventListener('change', update);
      });
      update();
    });
  }

  function noDoubleSubmit() {
    document.querySelectorAll('form').forEach(function (form) {
      form.addEventListener('submit', function (event) {
        if (form.dataset.sent) { event.preventDefault(); return; }
        var invalid = form.querySelector('input[type=file]:invalid');
        if (invalid) { event.preventDefault(); invalid.focus(); return; }
        form.dataset.sent = 'true';
        var button = form.querySelector('button[type=submit]');
        if (button) { button.setAttribute('aria-disabled', 'true'); }
      });
    });
  }

  ready(function () {
    focusErrorSummary();
    checkFiles();
    showWhen();
    noDoubleSubmit();
  });
  /*
   * The selfie, live: where the browser has a camera, the applicant records a few seconds while making the movement
   * the server chose (the page's signed challenge, input "live"); the clip goes up in the selfie's file input, so
   * the page posts as it would with a photo. Without a camera the file input stays, as without this script, unless
   * the form takes live selfies only (data-live-only): then the page says a camera is needed.
   */
  function liveSelfie() {
    var token = document.querySelector('input[name=live]');
    var input = document.querySelector('input[type=file][name=selfie]');
    var data = document.body.dataset;
    if (!token || !input || !token.value) { return; }
    var challenge = token.value.split('.')[0];
    var field = input.closest('.field');
    var panel = document.createElement('section');
    panel.className = 'live';
    panel.setAttribute('aria-label', data.liveLabel);
    var frame = document.createElement('div');
    frame.className = 'live__frame';
    frame.hidden = true;
    // what the picture shows, for those who cannot see it: the camera's view and the oval for the face
    frame.setAttribute('role', 'img');
    frame.setAttribute('aria-label', data.livePreview);
    var video = document.createElement('video');
    video.className = 'live__video';
    video.muted = true;
    video.playsInline = true;
    video.setAttribute('aria-hidden', 'true');
    var outline = document.createElement('div');
    outline.className = 'live__outline';
    frame.appendChild(video);
    frame.appendChild(outline);
    var status = document.createElement('p');
    status.className = 'live__status';
    status.setAttribute('role', 'status');
    status.setAttribute('aria-live', 'polite');
    var start = document.createElement('button');
    start.type = 'button';
    start.className = 'button';
    start.setAttribute('data-live-record', '');
    start.textContent = data.liveStart;
    panel.appendChild(frame);
    panel.appendChild(status);
    panel.appendChild(start);
    field.parentNode.insertBefore(panel, field);
    function noCamera() {
      start.hidden = true;
      frame.hidden = true;
      field.hidden = !!data.liveOnly;
      status.textContent = data.liveOnly ? data.liveCameraNeeded : data.liveNoCamera;
    }
    if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia || !navigator.mediaDevices.enumerateDevices
        || !window.MediaRecorder || !window.DataTransfer) {
      noCamera();
      return;
    }
    // the file input stays until a camera is known to be there
    navigator.mediaDevices.enumerateDevices().then(function (devices) {
      if (devices.some(function (device) { return device.kind === 'videoinput'; })) {
        field.hidden = true;
      } else {
        noCamera();
      }
    }).catch(noCamera);
    start.addEventListener('click', function () {
      start.disabled = true;
      navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 640 },
        height: { ideal: 480 } }, audio: false }).then(function (stream) {
        frame.hidden = false;
        video.srcObject = stream;
        video.play();
        status.textContent = data.liveHold;
        var chunks = [];
        var type = MediaRecorder.isTypeSupported('video/webm;codecs=vp8') ? 'video/webm;codecs=vp8' : 'video/webm';
        var recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 1500000 });
        recorder.ondataavailable = function (event) { if (event.data && event.data.size) { chunks.push(event.data); } };
        recorder.onstop = function () {
          stream.getTracks().forEach(function (track) { track.stop(); });
          var clip = new File([new Blob(chunks, { type: 'video/webm' })], 'selfie.webm', { type: 'video/webm' });
          var files = new DataTransfer();
          files.items.add(clip);
          input.files = files.files;
          status.textContent = data.liveSending;
          if (input.form.requestSubmit) { input.form.requestSubmit(); } else { input.form.submit(); }
        };
        recorder.start();
        // the movement asked for, once the face is in the oval ("liveTurn_left", "liveTurn_right")
        setTimeout(function () { status.textContent = data['liveT' + challenge.slice(1)]; }, 800);
        setTimeout(function () { recorder.stop(); }, 5000);
      }).catch(noCamera);
    });
  }

  ready(liveSelfie);
}());
