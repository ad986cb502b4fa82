@notify { 'hidden': }
notify { 'shown': }
