notify { 'n': }
include Notify['n']
