notify { 'a': alias => 'other' }
notify { 'b': before => Notify['other'] }
