$h = { class => 1, define => 3, node => 4 }
notice($h)
