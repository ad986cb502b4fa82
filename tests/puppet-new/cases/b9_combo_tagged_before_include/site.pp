class later { }
notify { 'n': message => "before=${tagged('later')}" }
include later
notify { 'm': message => "after=${tagged('later')}" }
