Puppet::Type.newtype(:symarr_conf) do
  @doc = 'A setting whose purge flags are declared from %i[] and %w[] literals.'

  newparam(:name, namevar: true) do
    desc 'The setting.'
  end

  newproperty(:value) do
    desc 'Its value.'
  end

  %i[
    purge_inputs
    purge_outputs
  ].each do |p|
    newparam(p) do
      newvalues(:true, :false)
      defaultto :false
    end
  end

  %w[owner group].each do |p|
    newparam(p.to_sym) do
      desc "The file's #{p}."
    end
  end
end
