notify { 'long title': alias => 'short' }
notify { 'other': require => Notify['short'] }
