// The session form: picking a lesson sets the game, the rounds and "the lesson's rule" to the lesson's,
// as the server would anyway (it plays the lesson's game and rounds); the teacher may still choose
// another rule for the first round. Dropping the lesson goes back to a written rule.
(function () {
  var lesson = document.getElementById('lesson');
  var game = document.getElementById('game'), rounds = document.getElementById('rounds'), choice = document.getElementById('choice');
  if (!lesson || !game || !rounds || !choice) return;
  lesson.addEventListener('change', function () {
    var picked = lesson.options[lesson.selectedIndex];
    if (picked && picked.value) {
      game.value = picked.getAttribute('data-game');
      rounds.value = picked.getAttribute('data-rounds');
      choice.value = 'lesson';
    } else if (choice.value === 'lesson') {
      choice.value = 'written';
    }
  });
})();
