define d { }
notify { 'pre': }
Notify['pre'] -> D['missing']
