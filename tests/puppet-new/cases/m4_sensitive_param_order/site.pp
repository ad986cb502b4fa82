# sensitive parameters listed as the resource holds them: the given ones in the order written,
# then those bound by module data, then the defaults
class { 'sens':
  fourth => Sensitive('given fourth'),
  plain  => 'given',
  first  => Sensitive('given first'),
}
