class a($dep = Notify['n']) { notify { 'in-a': require => $dep } }
notify { 'n': }
include a
