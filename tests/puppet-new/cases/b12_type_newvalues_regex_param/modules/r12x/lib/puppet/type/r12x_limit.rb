Puppet::Type.newtype(:r12x_limit, self_refresh: true) do
  desc 'A limit.'

  newparam(:item) do
    isnamevar
    newvalues(/\A[a-z]+\z/)
  end

  newparam(:kind) do
    newvalues(:soft, :hard, :both)
    defaultto :both
  end

  newproperty(:value) do
    newvalues(/\A\d+\z/, 'unlimited')

    def should_to_s(v)
      v.to_s
    end
  end
end
