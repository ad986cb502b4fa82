package { 'p': name => 'vim', provider => 'gem' }
notify { 'n': before => 'Package[vim]' }
