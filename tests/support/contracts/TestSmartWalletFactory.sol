// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import "./TestSmartWallet.sol";

/// CREATE2 factory of TestSmartWallet: the EIP-6492 "factory + calldata" of a counterfactual wallet.
contract TestSmartWalletFactory {
    function deploy(address owner, bytes32 salt) external returns (address wallet) {
        wallet = address(new TestSmartWallet{salt: salt}(owner));
    }

    /// Where `deploy(owner, salt)` puts the wallet, before it exists.
    function addressOf(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(TestSmartWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
