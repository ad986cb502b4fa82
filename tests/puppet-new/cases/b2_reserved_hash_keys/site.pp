$h = { class => 1, if => 2, define => 3, node => 4 }
notice($h)
