module PuppetX
  module Pki
    module Common
      # the attributes every certificate type shares, run in each type by instance_eval
      SHARED = Proc.new do
        ensurable

        newparam(:name, :namevar => true)

        newparam(:common_name)

        newparam(:city)

        newparam(:build_dir) do
          defaultto('/root/ssl-build')
        end

        newproperty(:owner)
      end
    end
  end
end
