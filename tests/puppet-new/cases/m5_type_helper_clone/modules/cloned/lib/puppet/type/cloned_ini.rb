# frozen_string_literal: true

require File.join(File.dirname(__FILE__), '..', '..', 'puppet_x/cloned/shared')

Puppet::Type.newtype(:cloned_ini) do
  @doc = 'A setting of an ini file, its attributes declared by a helper.'
  PuppetX::Cloned::Shared.declare(self)
end
