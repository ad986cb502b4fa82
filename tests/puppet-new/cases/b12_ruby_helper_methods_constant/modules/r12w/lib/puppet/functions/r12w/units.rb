Puppet::Functions.create_function(:'r12w::units') do
  dispatch :units do
    param 'Integer[0]', :bytes
  end

  def units(bytes)
    unit = pick_unit(bytes)
    format('%.1f %s', bytes.to_f / (1024**UNITS.index(unit)), unit)
  end

  UNITS = %w[B KiB MiB GiB].freeze

  private

  def pick_unit(bytes)
    UNITS.reverse.find { |u| bytes >= 1024**UNITS.index(u) } || 'B'
  end
end
