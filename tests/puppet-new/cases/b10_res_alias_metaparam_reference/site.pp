notify { 'long-title': alias => 'short' }
notify { 'user': require => Notify['short'] }
