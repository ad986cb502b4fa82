define d() { notify { sprintf('%-5s|%5s', $title, $title): } }
d { 'ab': }
