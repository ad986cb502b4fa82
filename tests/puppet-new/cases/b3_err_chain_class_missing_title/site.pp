class c { }
include c
notify { 'n': }
Notify['n'] -> Class
