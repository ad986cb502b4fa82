Puppet::Type.newtype(:r12t_group) do
  newparam(:name) do
    isnamevar
  end

  newproperty(:members, array_matching: :all) do
    def insync?(is)
      is.sort == should.sort
    end
  end
end
