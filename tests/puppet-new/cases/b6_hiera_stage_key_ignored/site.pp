stage { 'pre': }
include t
