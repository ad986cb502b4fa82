class dep { }
define d() { require dep }
d { 'a': }
