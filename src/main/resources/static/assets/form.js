/*
 * Progressive enhancement of the hosted form; every page works without it. Adds: focus on the error summary,
 * previews of chosen photos, size and type hints before upload, inputs shown only when they apply, no double
 * submission, and the live selfie (live.js).
 */
(function () {
  'use strict';
  var assets = document.currentScript ? document.currentScript.src.replace(/[^/]*$/, '') : '/assets/';

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
  /* The selfie, live (live-camera.js, live-panel.js, then live.js, each run before the next loads): loaded only on the
   * page that carries the camera's challenge. */
  function liveSelfie() {
    if (!document.querySelector('input[name=live]')) { return; }
    (function load(scripts) {
      var script = document.createElement('script');
      script.src = assets + scripts[0];
      if (scripts.length > 1) { script.onload = function () { load(scripts.slice(1)); }; }
      document.head.appendChild(script);
    }(['live-camera.js', 'live-panel.js', 'live.js']));
  }

  ready(liveSelfie);
}());
