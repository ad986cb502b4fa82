define d() { nosuchtype { $title: } }
d { 'x': }
