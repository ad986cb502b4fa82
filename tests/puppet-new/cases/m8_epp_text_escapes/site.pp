include esc
