class c {
  notify { 'x': }
