Notify['late'] { message => 'early override' }
notify { 'late': }
